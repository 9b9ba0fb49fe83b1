// Commenting on a Linear issue: the commentCreate mutation (issueId takes a UUID or an identifier).
import { defineTool } from '../shared/define-tool.ts';
import { uuidFrom } from '../shared/uuid.ts';
import { linearQuery, requireSuccess } from './graphql.ts';
import { COMMENT_FIELDS, toComment, type Comment, type RawComment } from './shape.ts';
import { commentView, findIssue, linearState } from './state.ts';

export const addComment = defineTool<{ issueId: string; body: string }, Comment>({
  name: 'linear.add_comment',
  service: 'linear',
  description: 'Add a comment to a Linear issue, identified as "ENG-123" or by id. For GitHub issues and pull requests use github.add_comment.',
  keywords: ['linear', 'comment', 'reply', 'note', 'update ticket', 'add comment', 'discuss', 'mention'],
  input: {
    type: 'object',
    additionalProperties: false,
    required: ['issueId', 'body'],
    properties: {
      issueId: { type: 'string', minLength: 1, description: 'Issue identifier such as "ENG-123", or its UUID.' },
      body: { type: 'string', minLength: 1, description: 'Comment text in Markdown.' },
    },
  },
  output: '{id, body, url, createdAt, user: {id, name}, issue: {id, identifier}}',
  scopes: ['read', 'comments:create'],
  mutates: true,
  sandbox(input, world) {
    const s = linearState(world);
    const issue = findIssue(s, input.issueId);
    const now = world.now().toISOString();
    const comment = { id: uuidFrom(world.newId('comment')), issue_id: issue.id, body: input.body, user_id: s.viewer_id, createdAt: now };
    s.comments.push(comment);
    issue.updatedAt = now;
    return toComment(commentView(s, comment));
  },
  async live(input, api) {
    const data = await linearQuery<{ commentCreate: { success: boolean; comment: RawComment } }>(
      api,
      `mutation AddComment($input: CommentCreateInput!) { commentCreate(input: $input) { success comment { ${COMMENT_FIELDS} } } }`,
      { input: { issueId: input.issueId, body: input.body } },
    );
    return toComment(requireSuccess(data.commentCreate, 'create the comment').comment);
  },
});
