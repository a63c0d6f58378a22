import { ValidationPipe } from '@nestjs/common';

/**
 * docs/architecture.md §3: request bodies are validated by their DTO; unknown fields are refused (400) with a
 * message naming the field ("property x should not exist").
 */
export function validationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    validationError: { target: false, value: false },
  });
}
