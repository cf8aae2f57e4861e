/** Commands that change the user's own state outside the project (compiler/runtime/shell/user-state.ts) write there. */
import { describe, expect, it } from 'vitest';
import { analyzeShell } from '../../../compiler/runtime/shell/index.js';

const writes = (line: string) => analyzeShell(line).writes.map((w) => `${w.op} ${w.path} (${w.via})`);

describe("the user's own state", () => {
  it.each([
    ['gem install rails', 'write ~/.gem (gem install)'],
    ['gem install -i vendor/gems rails', 'write vendor/gems (gem install)'],
    ['brew install jq', 'write /opt/homebrew (brew install)'],
    ['brew upgrade', 'write /opt/homebrew (brew upgrade)'],
    ['pip config set global.index-url http://x', 'write ~/.config/pip/pip.conf (pip config set)'],
    ['pip3 config --global unset global.timeout', 'write /etc/pip.conf (pip config unset)'],
    ['npm cache clean --force', 'write ~/.npm/_cacache (npm cache clean)'],
    ['history -w ~/h', 'write ~/h (history -w)'],
    ['history -a', 'write ~/.bash_history (history -a)'],
    ['systemctl --user enable x', 'write ~/.config/systemd/user (systemctl enable)'],
    ['sudo systemctl enable --now nginx', 'write /etc/systemd/system (systemctl enable)'],
    ['defaults write com.apple.dock autohide -bool true', 'write ~/Library/Preferences/com.apple.dock.plist (defaults write)'],
  ])('%s writes %s', (line, w) => {
    expect(writes(line)).toContain(w);
  });

  it('pip and npm keep their other writes (installs.ts, outputs.ts)', () => {
    expect(writes('pip install --user x')).toContain('write ~/.local/lib (pip install --user)');
    expect(writes('npm install -g x').some((w) => w.includes('npm install -g'))).toBe(true);
  });

  it.each(['gem list', 'brew list', 'brew info jq', 'pip config list', 'pip config --site set a b', 'npm cache ls', 'history 10', 'systemctl status x', 'defaults read com.apple.dock'])('%s writes nothing', (line) => {
    expect(writes(line)).toEqual([]);
  });
});
