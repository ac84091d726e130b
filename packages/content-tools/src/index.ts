export { runCli, type CliEnvironment, type CliResult } from './program.js';
export { runScenarios, type ScenarioOutcome, type ScenarioStatus } from './scenarios/run-scenarios.js';
