import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('OTC Relief API')
    .setDescription(
      'Search over-the-counter medicines and supplements by symptom or name; each result is judged safe or avoid, with reasons, for the signed-in person.',
    )
    .setVersion('0.1.0')
    .build();
  // operationId is the controller method's name, so generated client hooks read naturally (useSearchBasicMutation).
  return SwaggerModule.createDocument(app, config, { operationIdFactory: (_controller, method) => method });
}
