export const notFound = { statusCode: 404, error: 'Not Found', message: 'Highlight not found' };
export const tags = ['highlights'];
