import { Module } from '@nestjs/common';
import { Catalogue } from './application/catalogue.js';

/**
 * The formulary and its shared look-up tables, built once. A capability of its own so that search, supplements,
 * vocabulary, profile and content read the same vocabulary without importing one another.
 */
@Module({ providers: [Catalogue], exports: [Catalogue] })
export class CatalogueModule {}
