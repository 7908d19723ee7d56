import { Column, PrimaryColumn } from 'typeorm';

/**
 * Column shapes shared by every entity. Property names are the spec's snake_case field names, so an entity maps
 * to its record by picking fields (see toRecord). Links are Postgres text[] of record ids.
 */
export const IdColumn = () => PrimaryColumn('text');
export const LinksColumn = () => Column('text', { array: true, default: () => "'{}'" });
export const TextsColumn = () => Column('text', { array: true, default: () => "'{}'" });
export const TextColumn = () => Column('text', { nullable: true });
export const RequiredTextColumn = () => Column('text');
export const IntColumn = () => Column('integer', { nullable: true });
export const NumColumn = () => Column('double precision', { nullable: true });
export const BoolColumn = () => Column('boolean', { default: false });
export const InstantColumn = () => Column('timestamptz', { nullable: true });
export const DateColumn = () => Column('date', { nullable: true });
export const DatesColumn = () => Column('date', { array: true, default: () => "'{}'" });
export const JsonColumn = () => Column('jsonb', { nullable: true });
