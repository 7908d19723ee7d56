/** Injection tokens shared by the kit's providers. */
export const SERVICE_NAME = Symbol('SERVICE_NAME');
export const APP_CONFIG = Symbol('APP_CONFIG');
export const LOGGER = Symbol('LOGGER');
export const DATA_SOURCE = Symbol('DATA_SOURCE');
