/** The OpenAPI tag of every timeline route. */
export const tags = ['timeline'];

export const NOT_FOUND = { statusCode: 404, error: 'Not Found', message: 'Timeline entry not found' };
