import { ApiError } from 'shared-ui';
import { updateErrorMessage, uploadErrorMessage } from './save-error-message';

describe('updateErrorMessage', () => {
  it('gives the messages of spec section 8 for 403, 404 and 400', () => {
    expect(updateErrorMessage(new ApiError('Forbidden', 403))).toBe('You do not have permission to update this resource');
    expect(updateErrorMessage(new ApiError('Not Found', 404))).toBe('Resource not found');
    expect(updateErrorMessage(new ApiError('body/title must NOT have fewer than 1 characters', 400))).toBe(
      'Request body is not valid against validation schema. Make sure all fields are filled out correctly. Example: a full web address',
    );
  });

  it("uses the reply's own message for any other status", () => {
    expect(updateErrorMessage(new ApiError('Too many requests, slow down', 429))).toBe('Too many requests, slow down');
  });

  it('says the server could not be reached when there was no response', () => {
    expect(updateErrorMessage(new ApiError('Failed to connect to server', 0))).toBe('Failed to connect to server');
    expect(updateErrorMessage(new TypeError('fetch failed'))).toBe('Failed to connect to server');
  });
});

describe('uploadErrorMessage', () => {
  it("shows the server's refusal, or the connection failure", () => {
    expect(uploadErrorMessage(new ApiError('A resource can have at most 2 files.', 400))).toBe('A resource can have at most 2 files.');
    expect(uploadErrorMessage(new ApiError('Failed to connect to server', 0))).toBe('Failed to connect to server');
  });
});
