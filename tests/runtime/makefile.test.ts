/** The makefile reader behind `make GOAL` (compiler/runtime/makefile.ts): which shell lines a goal runs. */
import { describe, expect, it } from 'vitest';
import { makeRecipes, makeTargets } from '../../compiler/runtime/makefile.js';

const MK = [
  'GIT := git',
  'FLAGS = --force',
  'FLAGS += --quiet',
  'REMOTE ?= origin',
  'REMOTE ?= upstream',
  'ifeq ($(CI),1)',
  'PUSH = $(GIT) push $(FLAGS) $(REMOTE)',
  'else',
  'PUSH = echo not in CI',
  'endif',
  '.PHONY: all deploy',
  'all: build test',
  'build:',
  '\t@tsc -p . # compile',
  'test: build',
  '\t-vitest run',
  'deploy: all ; $(PUSH) main',
  'clean:',
  '\trm -rf dist \\',
  '\t  coverage',
  '\tfor f in *.log; do rm "$$f"; done',
  'tag:',
  '\tgit tag v$(VERSION) && echo $@ from $<',
  'who := $(shell whoami)',
  'x != git push -f',
  '%.o: %.c',
  '\tcc -c $<',
].join('\n');

describe('makeRecipes', () => {
  it('the first target is the default goal; prerequisites run first, once', () => {
    expect(makeRecipes(MK, [])).toEqual(['tsc -p . # compile', 'vitest run']);
  });

  it('variables expand recursively, += appends, ?= keeps the first, a variable set in both branches of a conditional has both values', () => {
    expect(makeRecipes(MK, ['deploy'])).toEqual(['tsc -p . # compile', 'vitest run', 'git push --force --quiet origin main', 'echo not in CI main']);
  });

  it('continued lines stay one shell line; $$ is the shell\'s $', () => {
    expect(makeRecipes(MK, ['clean'])).toEqual(['rm -rf dist   coverage', 'for f in *.log; do rm "$f"; done']);
  });

  it('an unknown variable is left to the shell; automatic variables are filled in', () => {
    expect(makeRecipes(MK, ['tag'])).toEqual(['git tag v${VERSION} && echo tag from ']);
  });

  it('command-line overrides win over the file', () => {
    expect(makeRecipes('A = 1\nt:\n\techo $(A)\n', ['t'], new Map([['A', '2']]))).toEqual(['echo 2']);
  });

  it('a make function becomes a command substitution; != runs its command', () => {
    expect(makeRecipes('t:\n\techo $(shell git push -f)\n', ['t'])).toEqual(['echo $(git push -f)']);
    expect(makeRecipes('X != git push -f\nt:\n\techo $(X)\n', ['t'])).toEqual(['echo $(git push -f)']);
  });

  it('a goal the file does not name runs nothing', () => {
    expect(makeRecipes(MK, ['nosuch'])).toEqual([]);
  });

  it('makeTargets lists named targets, not special or pattern ones', () => {
    expect(makeTargets(MK).sort()).toEqual(['all', 'build', 'clean', 'deploy', 'tag', 'test']);
  });
});
