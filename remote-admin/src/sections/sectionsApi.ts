import type {
  AssignmentAnswer,
  DeployKeyCreated,
  DeployKeysAnswer,
  MessageAnswer,
  OverrideBody,
  RolloutBody,
  SectionAnswer,
} from '@console/contract/wire';
import { api } from '@console/platform';

export const sectionsApi = {
  section: (section: string) => api.get(`sections/${section}`).json<SectionAnswer>(),
  assignment: () => api.get('sections/assignment').json<AssignmentAnswer>(),
  rollout: (section: string, shares: RolloutBody['shares']) =>
    api.put(`sections/${section}/rollout`, { json: { shares } satisfies RolloutBody }).json<MessageAnswer>(),
  chooseForMe: (section: string, versionId: string | null) =>
    api.put(`sections/${section}/override`, { json: { versionId } satisfies OverrideBody }).json<MessageAnswer>(),
  keys: (section: string) => api.get(`sections/${section}/keys`).json<DeployKeysAnswer>(),
  createKey: (section: string) => api.post(`sections/${section}/keys`).json<DeployKeyCreated>(),
  revokeKey: (section: string, id: string) => api.delete(`sections/${section}/keys/${id}`).json<MessageAnswer>(),
};
