// Commenting on a GitHub issue or pull request: POST /repos/{owner}/{repo}/issues/{issue_number}/comments
// (GitHub files a PR's conversation comments under its issue number).
import { defineTool } from '../shared/define-tool.ts';
import { githubRequest, ownerRepoProps, repoPath, type OwnerRepo } from './api.ts';
import { toComment, type IssueComment } from './shape.ts';
import { findItem, findRepo, githubState, itemUrl, nextId, stamp } from './state.ts';

type AddCommentInput = OwnerRepo & { issue_number: number; body: string };

export const addComment = defineTool<AddCommentInput, IssueComment>({
  name: 'github.add_comment',
  service: 'github',
  description:
    'Post a comment on a GitHub issue or pull request conversation, by its number. For Linear issues use linear.add_comment.',
  keywords: ['github', 'comment', 'reply', 'respond', 'add comment', 'issue comment', 'PR comment', 'pull request comment', 'note', 'discussion'],
  input: {
    type: 'object',
    additionalProperties: false,
    required: ['owner', 'repo', 'issue_number', 'body'],
    properties: {
      ...ownerRepoProps,
      issue_number: { type: 'integer', minimum: 1, description: 'Number of the issue or pull request.' },
      body: { type: 'string', minLength: 1, description: 'Comment text, GitHub-flavored Markdown.' },
    },
  },
  output: '{id, body, user: {login}, html_url, created_at, updated_at}',
  scopes: ['repo'],
  mutates: true,
  sandbox(input, world) {
    const state = githubState(world);
    const repo = findRepo(state, input.owner, input.repo);
    const item = findItem(repo, input.issue_number);
    const id = nextId(state);
    const now = stamp(world.now());
    const comment = {
      id,
      issue_number: item.number,
      body: input.body,
      user: { login: state.viewer.login },
      html_url: `${itemUrl(repo, item)}#issuecomment-${id}`,
      created_at: now,
      updated_at: now,
    };
    repo.comments.push(comment);
    item.updated_at = now;
    return toComment(comment);
  },
  async live(input, api) {
    const comment = await githubRequest<Parameters<typeof toComment>[0]>(api, {
      method: 'POST',
      path: repoPath(input.owner, input.repo, `/issues/${input.issue_number}/comments`),
      body: { body: input.body },
    });
    return toComment(comment);
  },
});
