/**
 * A plan saved with -destroy destroys when applied (compiler/runtime/shell/tf-plans.ts): `terraform plan -destroy
 * -out=d.tfplan && terraform apply d.tfplan` is also `terraform apply -destroy d.tfplan`.
 */
import { describe, expect, it } from 'vitest';
import { analyzeShell } from '../../../compiler/runtime/shell/index.js';

const lines = (line: string) => analyzeShell(line).commands.map((c) => c.argv.join(' '));

describe('the apply of a destroy plan the line saves', () => {
  it.each([
    ['terraform plan -destroy -out=d.tfplan && terraform apply d.tfplan', 'terraform apply -destroy d.tfplan'],
    ['terraform plan -destroy -out d.tfplan; terraform apply -auto-approve d.tfplan', 'terraform apply -destroy -auto-approve d.tfplan'],
    ['tofu -chdir=infra plan --destroy -out=p && tofu -chdir=infra apply p', 'tofu -chdir=infra apply -destroy p'],
  ])('%s is also %s', (line, also) => {
    expect(lines(line)).toContain(also);
  });

  it('a plan saved without -destroy, saved over, or not saved on the line is applied as written', () => {
    for (const line of ['terraform plan -out=d.tfplan && terraform apply d.tfplan', 'terraform plan -destroy -out=a && terraform plan -out=a && terraform apply a', 'terraform apply d.tfplan', 'terraform plan -destroy -out=a && terraform apply b'])
      expect(lines(line).filter((l) => l.includes('apply -destroy')), line).toEqual([]);
  });
});
