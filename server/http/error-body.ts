import { STATUS_CODES } from 'node:http';

/** docs/architecture.md §3: the one JSON error shape of the API. */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

export function errorBody(statusCode: number, message: string): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}
