// Forward-only, numbered migrations. Add a file and list it here; never edit one that has shipped.
import type { Migration } from 'kysely/migration';
import * as foundation from './001-foundation.ts';
import * as subagents from './002-subagents.ts';
import * as tasks from './003-tasks.ts';
import * as consentRequests from './004-consent-requests.ts';
import * as settingsLinks from './005-settings-links.ts';
import * as liveRunningIndex from './006-live-running-index.ts';
import * as taskQueueIndexes from './007-task-queue-indexes.ts';
import * as consentExpiryIndex from './008-consent-expiry-index.ts';
import * as slidingRateWindow from './009-sliding-rate-window.ts';
import * as toolSources from './010-tool-sources.ts';
import * as accountSlots from './011-account-slots.ts';
import * as dashboardUsers from './013-dashboard-users.ts';
import * as taskUserIndex from './015-task-user-index.ts';
import * as toolSourceStampIndex from './016-tool-source-stamp-index.ts';
import * as rateTakeAsyncCommit from './017-rate-take-async-commit.ts';
import * as slotStripes64 from './018-slot-stripes-64.ts';

export const migrations: Record<string, Migration> = {
  '001-foundation': foundation,
  '002-subagents': subagents,
  '003-tasks': tasks,
  '004-consent-requests': consentRequests,
  '005-settings-links': settingsLinks,
  '006-live-running-index': liveRunningIndex,
  '007-task-queue-indexes': taskQueueIndexes,
  '008-consent-expiry-index': consentExpiryIndex,
  '009-sliding-rate-window': slidingRateWindow,
  '010-tool-sources': toolSources,
  '011-account-slots': accountSlots,
  '013-dashboard-users': dashboardUsers,
  '015-task-user-index': taskUserIndex,
  '016-tool-source-stamp-index': toolSourceStampIndex,
  '017-rate-take-async-commit': rateTakeAsyncCommit,
  '018-slot-stripes-64': slotStripes64,
};
