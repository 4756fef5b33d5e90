export * from './enums'
export * from './health'
export * from './problem'
export * from './session'
