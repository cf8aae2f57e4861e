/** Every live scenario, grouped by client in the order the suite reports them. */
import type { Scenario } from '../harness.js';
import { claudeCodeScenarios } from './claude-code.js';
import { clineScenarios } from './cline.js';
import { codexCliScenarios } from './codex-cli.js';
import { copilotScenarios } from './copilot.js';
import { factoryDroidScenarios } from './factory-droid.js';
import { geminiCliScenarios } from './gemini-cli.js';
import { kiloCodeScenarios } from './kilo-code.js';
import { opencodeScenarios } from './opencode.js';
import { piScenarios } from './pi.js';
import { qwenCodeScenarios } from './qwen-code.js';
import { sandboxScenarios } from './sandbox.js';
import { testLiveScenarios } from './test-live.js';

export const allScenarios: readonly Scenario[] = [...claudeCodeScenarios, ...geminiCliScenarios, ...copilotScenarios, ...codexCliScenarios, ...opencodeScenarios, ...qwenCodeScenarios, ...piScenarios, ...kiloCodeScenarios, ...factoryDroidScenarios, ...clineScenarios, ...sandboxScenarios, ...testLiveScenarios];
