import { Module } from '@nestjs/common';
import { Catalogue } from './application/catalogue.js';

/**
 * The formulary and its look-up tables, built once. A module of its own so that the profile capability can place
 * a person's entries with the same vocabulary the search judges with, without importing search (which imports it).
 */
@Module({ providers: [Catalogue], exports: [Catalogue] })
export class CatalogueModule {}
