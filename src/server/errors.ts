/** Typed errors: services throw these, one handler maps them to `{ error: { code, message, fields } }`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, fields?: Record<string, string>) {
    super(400, 'bad_request', message, fields);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message: string, code = 'unauthorized') {
    super(401, code, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message: string, code = 'forbidden') {
    super(403, code, message);
  }
}
export class NotFoundError extends AppError {
  constructor(message = 'Não encontrado.', code = 'not_found') {
    super(404, code, message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string, fields?: Record<string, string>, code = 'conflict') {
    super(409, code, message, fields);
  }
}
export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'too_many_requests', message);
  }
}
