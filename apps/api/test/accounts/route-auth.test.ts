import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import type { DynamicModule, Type } from '@nestjs/common';
import { GUARDS_METADATA, METHOD_METADATA, MODULE_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { AppModule } from '../../src/app.module.js';
import { ROUTE_AUTH } from '../../src/auth/infrastructure/route-auth.decorator.js';
import { SignedInGuard } from '../../src/auth/infrastructure/signed-in.guard.js';
import { testConfig } from '../support/test-app.js';

interface Route {
  name: string;
  auth: unknown;
  guards: unknown[];
}

/** Every controller the app serves: walks the module graph the app is built from. */
function controllersOf(root: DynamicModule): Type[] {
  const seen = new Set<unknown>();
  const controllers = new Set<Type>();
  const visit = (entry: unknown): void => {
    if (!entry || seen.has(entry)) return;
    seen.add(entry);
    const dynamic = typeof entry === 'object' ? (entry as DynamicModule) : undefined;
    const moduleClass = dynamic ? dynamic.module : (entry as Type);
    if (!moduleClass) return;
    const imports = [...(Reflect.getMetadata(MODULE_METADATA.IMPORTS, moduleClass) ?? []), ...(dynamic?.imports ?? [])];
    for (const c of [
      ...(Reflect.getMetadata(MODULE_METADATA.CONTROLLERS, moduleClass) ?? []),
      ...(dynamic?.controllers ?? []),
    ])
      controllers.add(c);
    imports.forEach(visit);
  };
  visit(root);
  return [...controllers];
}

/** Each route handler of a controller, with the auth it declares (its own, or its controller's). */
function routesOf(controller: Type): Route[] {
  const proto = controller.prototype as Record<string, unknown>;
  return Object.getOwnPropertyNames(proto)
    .filter((key) => key !== 'constructor' && typeof proto[key] === 'function')
    .map((key) => proto[key] as object)
    .filter((handler) => Reflect.getMetadata(METHOD_METADATA, handler) !== undefined)
    .map((handler) => ({
      name: `${controller.name}.${(handler as { name: string }).name} (${Reflect.getMetadata(PATH_METADATA, handler)})`,
      auth: Reflect.getMetadata(ROUTE_AUTH, handler) ?? Reflect.getMetadata(ROUTE_AUTH, controller),
      guards: [
        ...(Reflect.getMetadata(GUARDS_METADATA, controller) ?? []),
        ...(Reflect.getMetadata(GUARDS_METADATA, handler) ?? []),
      ],
    }));
}

const routes = controllersOf(AppModule.forRoot(testConfig())).flatMap(routesOf);

describe('route auth', () => {
  it('finds every route the app serves (as many as the generated OpenAPI document lists)', () => {
    const document = parse(readFileSync(new URL('../../../../openapi.yaml', import.meta.url), 'utf8')) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item));
    expect(routes).toHaveLength(operations.length);
  });

  it('has every route declare @Public() or @SignedIn()', () => {
    expect(routes.filter((r) => r.auth !== 'public' && r.auth !== 'signed-in').map((r) => r.name)).toEqual([]);
  });

  it('guards every signed-in route with SignedInGuard, and no public one', () => {
    const mismatched = routes.filter((r) => (r.auth === 'signed-in') !== r.guards.includes(SignedInGuard));
    expect(mismatched.map((r) => r.name)).toEqual([]);
  });

  it('never declares a whole controller public (each public route is chosen one by one)', () => {
    const controllers = controllersOf(AppModule.forRoot(testConfig()));
    expect(controllers.filter((c) => Reflect.getMetadata(ROUTE_AUTH, c) === 'public').map((c) => c.name)).toEqual([]);
  });
});
