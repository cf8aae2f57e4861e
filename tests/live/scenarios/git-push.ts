/**
 * A push that leaves its branch to git (compiler/runtime/git-push.ts), in the real client: the branch checked out is
 * the protected one, and the model's `git push origin HEAD` never names it. The line is `git -C . push` so that the
 * spec's native `git push` permission entry (a prefix) does not answer first: only the runtime's reading of HEAD
 * stops it. The second scenario leaves the push to trap's EXIT action (compiler/runtime/shell/more-launchers.ts).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { commitAll, type Ctx, type Scenario } from '../harness.js';
import { denyScenario, type Driver } from './common.js';

const BRANCH = 'seamc-live-protected';
const REMOTE = 'live-remote.git';

function pushSetup(ctx: Ctx): void {
  ctx.write('notes.txt', 'a\n');
  commitAll(ctx.repo);
  const git = (...args: string[]) => spawnSync('git', args, { cwd: ctx.repo });
  git('checkout', '-q', '-b', BRANCH);
  git('init', '-q', '--bare', REMOTE);
  ctx.write('.git/info/exclude', `${REMOTE}/\n`);
  git('remote', 'add', 'origin', join(ctx.repo, REMOTE));
}

/** the remote holds the protected branch: the push ran */
function pushed(ctx: Ctx): boolean {
  return spawnSync('git', ['--git-dir', join(ctx.repo, REMOTE), 'show-ref', '--verify', '-q', `refs/heads/${BRANCH}`]).status === 0;
}

export function pushScenarios(d: Driver): Scenario[] {
  return [
    denyScenario(d, 'deny-shell-push-branch', 'a rule on pushing a branch stops git push origin HEAD made while that branch is checked out', '/rules/5', 'LIVE-DENY-PUSH',
      () => [d.live.tools.shell('git -C . push -q origin HEAD')], pushed, pushSetup),
    // the push is trap's action: it runs when the shell exits, and the line itself holds it only as data
    denyScenario(d, 'deny-shell-trap-push', "a rule on pushing a branch stops a push left to trap's EXIT action", '/rules/5', 'LIVE-DENY-PUSH',
      () => [d.live.tools.shell("trap 'git -C . push -q origin HEAD' EXIT; true")], pushed, pushSetup),
  ];
}
