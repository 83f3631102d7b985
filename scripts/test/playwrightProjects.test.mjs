import { describe, expect, it } from 'vitest';
import { projects } from './playwrightProjects.mjs';

describe('projects', () => {
  it("names the suite's projects when the command line names none", () => {
    expect(projects(['e2e', 'wall-harness'], ['-g', 'countdown'])).toEqual([
      '--project=e2e',
      '--project=wall-harness',
    ]);
  });

  it('leaves the choice to the command line when it names one, either way of writing it', () => {
    expect(projects(['e2e', 'wall-harness'], ['--project', 'wall-harness'])).toEqual([]);
    expect(projects(['e2e', 'wall-harness'], ['--project=e2e', 'boot.spec.ts'])).toEqual([]);
  });
});
