import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  isRemoteSection,
  refusalOfShares,
  REMOTE_SECTIONS,
  VERSION_ID,
  type RemoteSection,
} from '@console/contract/sections';
import {
  AssignmentAnswer,
  DeployKeyCreated,
  DeployKeysAnswer,
  MessageAnswer,
  OriginsBody,
  OverrideBody,
  RegisterVersionBody,
  RolloutBody,
  SectionAnswer,
  SectionKeyParams,
  SectionParams,
  SectionReportsBody,
} from '@console/contract/wire';
import { requireAdmin } from '../admin/staffAccess';
import { createRateLimiter, refuseTooMany } from '../auth/rateLimits';
import type { Config } from '../config';
import type { Database } from '../db';
import { isUuid } from '../db/uuidv7';
import { answers } from '../http/answers';
import { assignmentOf, mainVersions, peopleOn, setOverride } from './assignment';
import { requireDeployer } from './deployKeyAuth';
import { createDeployKey, liveDeployKeys, revokeDeployKey } from './deployKeys';
import { manifestProblem } from './manifestCheck';
import { figuresSince, latestErrors, noFigures, recordReports } from './reports';
import {
  allowedOriginsOf,
  allVersions,
  applyRollout,
  findVersion,
  registerVersion,
  seedFromRemotesJson,
  setAllowedOrigins,
  versionsOf,
} from './versions';

const HOUR = 3_600_000;

/** A shell's report batch: 20 reports of a few hundred bytes at most. */
const REPORTS_BODY_LIMIT = 16 * 1024;

/** The origin of an absolute http(s) URL, or undefined. */
function originOf(url: string): string | undefined {
  try {
    const { origin, protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? origin : undefined;
  } catch {
    return undefined;
  }
}

/** Section rollout (issue 22) under /api/sections. */
export default async function sectionRoutes(base: FastifyInstance, { db, config }: { db: Database; config: Config }) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const limiter = createRateLimiter(db, config);

  /** The section named in the path, or the 404 already answered. */
  const sectionOf = (name: string, reply: FastifyReply): RemoteSection | undefined => {
    if (isRemoteSection(name)) return name;
    reply.code(404).send({ message: `No section "${name}": the sections are turbo, forex and admin` });
    return undefined;
  };
  const who = (request: { user: { username: string } | null; deployKey: { id: string } | null }) =>
    request.deployKey ? `key:${request.deployKey.id}` : request.user!.username;

  app.get(
    '/assignment',
    { preValidation: app.requireAuth, schema: { response: answers({ 200: AssignmentAnswer }) } },
    async (request) => {
      let sections = await assignmentOf(db, request.user!.id);
      // A console whose apps were deployed after the API first started has its first versions now.
      if (Object.keys(sections).length < REMOTE_SECTIONS.length) {
        await seedFromRemotesJson(db, config.appsDir);
        sections = await assignmentOf(db, request.user!.id);
      }
      return { sections };
    },
  );

  // Before login the console still needs the map of its pages (an unknown address is a 404, a section's
  // page sends to login): the main versions' manifests, the same for everyone, as remotes.json was.
  app.get('/main', { config: { public: true }, schema: { response: answers({ 200: AssignmentAnswer }) } }, async () => {
    let sections = mainVersions(await allVersions(db));
    if (Object.keys(sections).length < REMOTE_SECTIONS.length) {
      await seedFromRemotesJson(db, config.appsDir);
      sections = mainVersions(await allVersions(db));
    }
    return { sections };
  });

  app.post(
    '/reports',
    {
      preValidation: app.requireAuth,
      bodyLimit: REPORTS_BODY_LIMIT,
      schema: { body: SectionReportsBody, response: answers({ 202: MessageAnswer }) },
    },
    async (request, reply) => {
      const refusal = await limiter.attempt('section-reports', request.authSession!.id, request.ip);
      if (refusal) return refuseTooMany(reply, refusal);
      await recordReports(db, request.body.reports);
      return reply.code(202).send({ message: 'Reports counted' });
    },
  );

  const deployCall = { preValidation: requireDeployer, config: { deployKey: true } };

  app.get(
    '/:section',
    { ...deployCall, schema: { params: SectionParams, response: answers({ 200: SectionAnswer }) } },
    async (request, reply) => {
      const section = sectionOf(request.params.section, reply);
      if (!section) return;
      const now = new Date();
      const versions = await versionsOf(db, section);
      const [people, lastHour, lastDay, errors, allowedOrigins] = await Promise.all([
        peopleOn(db, section, versions, now),
        figuresSince(db, section, new Date(now.getTime() - HOUR)),
        figuresSince(db, section, new Date(now.getTime() - 24 * HOUR)),
        latestErrors(db, section),
        allowedOriginsOf(db, section),
      ]);
      return {
        section,
        versions: versions.map((version) => ({
          id: version.id,
          manifestUrl: version.manifestUrl,
          share: version.share,
          registeredBy: version.registeredBy,
          registeredAt: version.registeredAt.toISOString(),
          people: people.get(version.id) ?? 0,
          lastHour: lastHour.get(version.id) ?? noFigures(),
          lastDay: lastDay.get(version.id) ?? noFigures(),
        })),
        shares: Object.fromEntries(versions.map((version) => [version.id, version.share])),
        allowedOrigins,
        errors: errors.map((error) => ({
          version: error.versionId,
          kind: error.kind,
          name: error.name,
          message: error.message,
          at: error.at.toISOString(),
        })),
      };
    },
  );

  app.post(
    '/:section/versions',
    {
      ...deployCall,
      schema: { params: SectionParams, body: RegisterVersionBody, response: answers({ 201: MessageAnswer }) },
    },
    async (request, reply) => {
      const section = sectionOf(request.params.section, reply);
      if (!section) return;
      const { id, manifestUrl } = request.body;
      if (!VERSION_ID.test(id))
        return reply.code(400).send({
          message: 'id must be 1-64 letters, digits, dots, dashes or underscores, starting with a letter or digit',
        });
      const origin = originOf(manifestUrl);
      if (!origin) return reply.code(400).send({ message: 'manifestUrl must be an absolute http(s) URL' });
      const allowed = await allowedOriginsOf(db, section);
      if (allowed.length > 0 && !allowed.includes(origin))
        return reply.code(400).send({ message: `${origin} is not an allowed origin of the ${section} section` });
      if (await findVersion(db, section, id))
        return reply.code(409).send({ message: `Version ${id} of ${section} is already registered` });
      const problem = await manifestProblem(manifestUrl, section, config.appsDir);
      if (problem) return reply.code(422).send({ message: `Version ${id} is refused: ${problem}` });
      const registered = await registerVersion(db, section, { id, manifestUrl, registeredBy: who(request) }, request);
      if (registered.status === 'taken')
        return reply.code(409).send({ message: `Version ${id} of ${section} is already registered` });
      return reply
        .code(201)
        .send({ message: `Version ${id} of ${section} is registered at ${registered.version.share} %` });
    },
  );

  app.put(
    '/:section/rollout',
    { ...deployCall, schema: { params: SectionParams, body: RolloutBody, response: answers({ 200: MessageAnswer }) } },
    async (request, reply) => {
      const section = sectionOf(request.params.section, reply);
      if (!section) return;
      const known = (await versionsOf(db, section)).map((version) => version.id);
      const refusal = refusalOfShares(request.body.shares, known);
      if (refusal) return reply.code(400).send({ message: refusal });
      const versions = await applyRollout(db, section, request.body.shares, request);
      const summary = versions
        .filter((version) => version.share > 0)
        .map((version) => `${version.id} ${version.share} %`)
        .join(', ');
      return { message: `The ${section} section is now: ${summary}` };
    },
  );

  const adminCall = { preValidation: requireAdmin };

  app.put(
    '/:section/override',
    { ...adminCall, schema: { params: SectionParams, body: OverrideBody, response: answers({ 200: MessageAnswer }) } },
    async (request, reply) => {
      const section = sectionOf(request.params.section, reply);
      if (!section) return;
      const { versionId } = request.body;
      if (versionId !== null && !(await findVersion(db, section, versionId)))
        return reply.code(404).send({ message: `No version "${versionId}" is registered for ${section}` });
      await setOverride(db, request.user!.id, section, versionId);
      return {
        message:
          versionId === null
            ? `You follow the ${section} section's shares again`
            : `You use version ${versionId} of ${section} from your next page load`,
      };
    },
  );

  app.put(
    '/:section/origins',
    { ...adminCall, schema: { params: SectionParams, body: OriginsBody, response: answers({ 200: MessageAnswer }) } },
    async (request, reply) => {
      const section = sectionOf(request.params.section, reply);
      if (!section) return;
      const origins = request.body.origins.map((entry) => entry.trim()).filter(Boolean);
      const wrong = origins.find((entry) => originOf(entry) !== entry);
      if (wrong) return reply.code(400).send({ message: `${wrong} is not an origin like https://cdn.example.com` });
      await setAllowedOrigins(db, section, [...new Set(origins)], request);
      return { message: `The allowed origins of ${section} are saved` };
    },
  );

  app.get(
    '/:section/keys',
    { ...adminCall, schema: { params: SectionParams, response: answers({ 200: DeployKeysAnswer }) } },
    async (request, reply) => {
      const section = sectionOf(request.params.section, reply);
      if (!section) return;
      const keys = await liveDeployKeys(db, section);
      return {
        keys: keys.map((key) => ({
          id: key.id,
          createdBy: key.createdBy,
          createdAt: key.createdAt.toISOString(),
          lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
        })),
      };
    },
  );

  app.post(
    '/:section/keys',
    { ...adminCall, schema: { params: SectionParams, response: answers({ 201: DeployKeyCreated }) } },
    async (request, reply) => {
      const section = sectionOf(request.params.section, reply);
      if (!section) return;
      return reply.code(201).send(await createDeployKey(db, section, request.user!.username, request));
    },
  );

  app.delete(
    '/:section/keys/:id',
    { ...adminCall, schema: { params: SectionKeyParams, response: answers({ 200: MessageAnswer }) } },
    async (request, reply) => {
      const section = sectionOf(request.params.section, reply);
      if (!section) return;
      const { id } = request.params;
      if (!isUuid(id) || !(await revokeDeployKey(db, section, id, request)))
        return reply.code(404).send({ message: 'No such live deploy key' });
      return { message: 'The deploy key is revoked' };
    },
  );
}
