// Generated from the API's OpenAPI document (/api/docs/json) by api/src/openapi/write-types.ts: do not edit.
// After changing a route's schema, run `npm run generate:api-types -w api` and commit this file.

export interface paths {
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Audit entries, newest first: by actor (a username, any case), action, and from/to (a date or a date-time) */
        get: operations["getAdminAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every account (demo members included), by last name, first name and username */
        get: operations["getAdminUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Grant or revoke admin, deactivate or reactivate an account (deactivating ends its sessions and calendar link at once) */
        patch: operations["patchAdminUsersById"];
        trace?: never;
    };
    "/api/admin/users/{id}/reset-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A one-time link to set a new password, shown in this reply only: valid 24 hours, it replaces earlier unused links */
        post: operations["postAdminUsersByIdResetLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Up, and the database answers */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/highlights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every highlight, newest first */
        get: operations["getHighlights"];
        put?: never;
        /** Post a highlight (admins; multipart with an optional image file) */
        post: operations["postHighlights"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/highlights/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One highlight */
        get: operations["getHighlightsById"];
        put?: never;
        post?: never;
        /** Delete a highlight (admins) */
        delete: operations["deleteHighlightsById"];
        options?: never;
        head?: never;
        /** Change a highlight (admins; multipart with an optional image file, or removeImage) */
        patch: operations["patchHighlightsById"];
        trace?: never;
    };
    "/api/highlights/{id}/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A highlight's image (WebP) */
        get: operations["getHighlightsByIdImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/highlights/feed.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every highlight as RSS 2.0, newest first */
        get: operations["getHighlightsFeedXml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every member and alumnus (e-mail addresses for logged-in members only) */
        get: operations["getMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/remotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each remote: the version pages load now, every version (newest first; 1 is the site build) and load failures per version over the last 24 hours, with the health of each version over the same day and its git facts; the rollout under way, the last refused uploads and the automatic rollbacks */
        get: operations["getRemotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/remotes/{name}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Makes a version the one pages load, on every API instance, with no restart (1 is the site's own build); ends any rollout. An admin's, or a deploy token's made with mayActivate */
        post: operations["postRemotesByNameActivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/remotes/{name}/deploy-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This remote's deploy tokens, newest first, revoked ones included (never the tokens themselves) */
        get: operations["getRemotesByNameDeployTokens"];
        put?: never;
        /** A new deploy token for this remote, shown in this reply only (only its hash is kept): it uploads, previews and rolls back this remote's versions and reads its status, nothing else; with mayActivate, it also rolls out and activates them. Its label (the team) is shown wherever it acted */
        post: operations["postRemotesByNameDeployTokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/remotes/{name}/deploy-tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revokes a deploy token at once (it stays listed, revoked) */
        delete: operations["deleteRemotesByNameDeployTokensById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/remotes/{name}/load-errors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A visitor's browser reports that a version of a remote failed to load or to draw (no session needed; 20 reports per address per 10 minutes) */
        post: operations["postRemotesByNameLoadErrors"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/remotes/{name}/rollback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Goes back to the version active before the current one, ending any rollout: any deploy token of the remote may, as going back is always safe */
        post: operations["postRemotesByNameRollback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/remotes/{name}/rollout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Gives a deployed version (2 and up) to a share of visitors (percent, 1 to 100), the others keeping the active one; 100 activates it. Refused where activating it would be. An admin's, or a deploy token's made with mayActivate */
        post: operations["postRemotesByNameRollout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/remotes/{name}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A remote's active version, its rollout, its versions (newest first; 1 is the site's build) with who deployed each, its git facts and where it is, the site's automatic rollbacks and the last refused uploads */
        get: operations["getRemotesByNameStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/remotes/{name}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new version, not active yet: the built dist/ as a .tar.gz in the multipart field "bundle" (at most 20 MB), or {"manifestUrl"} of an mf-manifest.json hosted elsewhere, whose files are fetched now and stored as a bundle is; beside either, gitCommit, gitBranch, gitAuthor and gitDirty of its source. Every problem found is listed, and the last 20 refusals are kept. */
        post: operations["postRemotesByNameVersions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/remotes/{name}/versions/{version}/diff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a version changes against the active one, from both versions' files: pages, menu entries and page heads added or removed, shared modules and their versions, first-load JS bytes and file counts */
        get: operations["getRemotesByNameVersionsByVersionDiff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/remotes/{name}/versions/{version}/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A version's page loads, load failures, render errors and pages the server could not draw (with why) over the last 24 hours, and their failure rate */
        get: operations["getRemotesByNameVersionsByVersionHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/remotes/{name}/versions/{version}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A preview link of a deployed version (2 and up), working for 24 hours for whoever opens it; other visitors keep the active version */
        post: operations["postRemotesByNameVersionsByVersionPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/remotes/deploy-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every remote's deploy tokens, each remote's newest first, revoked ones included (never the tokens themselves): what the Remotes page is drawn with */
        get: operations["getRemotesDeployTokens"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every resource, newest first */
        get: operations["getResources"];
        put?: never;
        /** Add a resource */
        post: operations["postResources"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resources/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One resource */
        get: operations["getResourcesById"];
        put?: never;
        post?: never;
        /** Delete a resource (its creator or an admin) */
        delete: operations["deleteResourcesById"];
        options?: never;
        head?: never;
        /** Change a resource (its creator or an admin) */
        patch: operations["patchResourcesById"];
        trace?: never;
    };
    "/api/resources/{id}/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A resource's files, oldest first */
        get: operations["getResourcesByIdAttachments"];
        put?: never;
        /** Attach files to a resource (its creator or an admin): multipart, file parts named "files"; at most 2 per resource, 10 MB each */
        post: operations["postResourcesByIdAttachments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resources/{id}/attachments/{attachmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download one file of a resource */
        get: operations["getResourcesByIdAttachmentsByAttachmentId"];
        put?: never;
        post?: never;
        /** Remove a resource's file (the resource's creator or an admin) */
        delete: operations["deleteResourcesByIdAttachmentsByAttachmentId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resources/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Categories in use and the years resources were added in */
        get: operations["getResourcesCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signup-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tokens, never their secrets */
        get: operations["getSignupTokens"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signup-tokens/{tokenKey}/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace a token; the new one is shown in this reply only, the old one stops working */
        post: operations["postSignupTokensByTokenKeyRotate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/snapshots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every timeline entry, newest first */
        get: operations["getSnapshots"];
        put?: never;
        /** Add an entry; its author is the logged-in member */
        post: operations["postSnapshots"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/snapshots/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One entry */
        get: operations["getSnapshotsById"];
        /** Change an entry (its creator or an admin) */
        put: operations["putSnapshotsById"];
        post?: never;
        /** Delete an entry (its creator or an admin) */
        delete: operations["deleteSnapshotsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/snapshots/feed-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's personal calendar feed link (made on first call) */
        get: operations["getSnapshotsFeedToken"];
        put?: never;
        /** Replace the feed link: the old one stops working */
        post: operations["postSnapshotsFeedToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/snapshots/feed.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The timeline as an iCalendar feed, for the holder of a feed token */
        get: operations["getSnapshotsFeedIcs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/snapshots/filters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Authors, projects and categories in use */
        get: operations["getSnapshotsFilters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members of a project (any case), optionally only alumni or only active members */
        get: operations["getTeams"];
        /** Change a member's positions and alumni flag */
        put: operations["putTeams"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One member */
        get: operations["getTeamsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tokens/access_token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The session check the site makes on start */
        get: operations["getTokensAccessToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{username}/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member's profile picture (WebP) */
        get: operations["getUsersByUsernameAvatar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/changePassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change your password; your other sessions and your calendar feed link end */
        patch: operations["patchUsersChangePassword"];
        trace?: never;
    };
    "/api/users/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign up with the token for a position (errCode AUTH001, AUTH002 or AUTH003 on failure) */
        post: operations["postUsersCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in; sets the session cookie (a new one: a session sent along ends) */
        post: operations["postUsersLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log out; ends the session */
        post: operations["postUsersLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset link's token; every session of the account and its calendar feed link end */
        post: operations["postUsersResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/updateUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update your own profile (multipart; optional profilePic file, at most 2 MB) */
        patch: operations["patchUsersUpdateUser"];
        trace?: never;
    };
    "/api/users/updateUser/{username}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member's profile: your own, or anyone's for an admin */
        get: operations["getUsersUpdateUserByUsername"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/robots.txt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which paths crawlers may visit, and where the sitemap is */
        get: operations["getRobotsTxt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sitemap.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The public pages the remotes' route manifests list (sitemaps.org 0.9) */
        get: operations["getSitemapXml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getAdminAudit: {
        parameters: {
            query?: {
                action?: "" | ("resource.created" | "resource.updated" | "resource.deleted" | "attachment.uploaded" | "attachment.deleted" | "timeline.created" | "timeline.updated" | "timeline.deleted" | "highlight.created" | "highlight.updated" | "highlight.deleted" | "profile.updated" | "password.changed" | "password.reset" | "feed-link.replaced" | "user.signed-up" | "user.admin-granted" | "user.admin-revoked" | "user.deactivated" | "user.reactivated" | "reset-link.created" | "team.updated" | "signup-token.rotated" | "remote.deployed" | "remote.activated" | "remote.rolled-back" | "remote.rolled-out" | "remote.previewed" | "deploy-token.created" | "deploy-token.revoked");
                actor?: string;
                from?: "" | string;
                page?: number;
                pageSize?: number;
                to?: "" | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            action: "resource.created" | "resource.updated" | "resource.deleted" | "attachment.uploaded" | "attachment.deleted" | "timeline.created" | "timeline.updated" | "timeline.deleted" | "highlight.created" | "highlight.updated" | "highlight.deleted" | "profile.updated" | "password.changed" | "password.reset" | "feed-link.replaced" | "user.signed-up" | "user.admin-granted" | "user.admin-revoked" | "user.deactivated" | "user.reactivated" | "reset-link.created" | "team.updated" | "signup-token.rotated" | "remote.deployed" | "remote.activated" | "remote.rolled-back" | "remote.rolled-out" | "remote.previewed" | "deploy-token.created" | "deploy-token.revoked";
                            actor: string | null;
                            at: string;
                            fields: string[];
                            summary: string;
                            target: "resource" | "attachment" | "timeline-entry" | "highlight" | "user" | "signup-token" | "remote" | "deploy-token";
                            targetId: string | null;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    getAdminUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            isActive: boolean;
                            isAdmin: boolean;
                            lastLoginAt: string | null;
                            name: {
                                firstname: string;
                                lastname: string;
                            };
                            positions: {
                                position: string;
                                project: string;
                            }[];
                            username: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    patchAdminUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    isActive?: boolean;
                    isAdmin?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            isActive: boolean;
                            isAdmin: boolean;
                            lastLoginAt: string | null;
                            name: {
                                firstname: string;
                                lastname: string;
                            };
                            positions: {
                                position: string;
                                project: string;
                            }[];
                            username: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    postAdminUsersByIdResetLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            expiresAt: string;
                            url: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        database: string;
                        status: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        database: string;
                        status: string;
                    };
                };
            };
        };
    };
    getHighlights: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            author: string;
                            date: string;
                            description: string;
                            highlights: {
                                paragraph1: string;
                                paragraph2: string;
                                paragraph3: string;
                                paragraph4: string;
                            };
                            image: string | null;
                            project: string;
                            title: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description Not Modified: the copy named by If-None-Match is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    postHighlights: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    author: string;
                    /** Format: date-time */
                    date: string;
                    description: string;
                    paragraph1: string;
                    paragraph2?: string;
                    paragraph3?: string;
                    paragraph4?: string;
                    project: "Coding Team" | "Correlation" | "Ideo" | "Image Transitions" | "NCIS" | "NOVA" | "SHIVA";
                    title: string;
                };
                "multipart/form-data": {
                    author: string;
                    /** Format: date-time */
                    date: string;
                    description: string;
                    /** Format: binary */
                    image?: string;
                    paragraph1: string;
                    paragraph2?: string;
                    paragraph3?: string;
                    paragraph4?: string;
                    project: "Coding Team" | "Correlation" | "Ideo" | "Image Transitions" | "NCIS" | "NOVA" | "SHIVA";
                    title: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            author: string;
                            date: string;
                            description: string;
                            highlights: {
                                paragraph1: string;
                                paragraph2: string;
                                paragraph3: string;
                                paragraph4: string;
                            };
                            image: string | null;
                            project: string;
                            title: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    getHighlightsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            author: string;
                            date: string;
                            description: string;
                            highlights: {
                                paragraph1: string;
                                paragraph2: string;
                                paragraph3: string;
                                paragraph4: string;
                            };
                            image: string | null;
                            project: string;
                            title: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Not Modified: the copy named by If-None-Match is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    deleteHighlightsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    patchHighlightsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    author?: string;
                    /** Format: date-time */
                    date?: string;
                    description?: string;
                    paragraph1?: string;
                    paragraph2?: string;
                    paragraph3?: string;
                    paragraph4?: string;
                    project?: "Coding Team" | "Correlation" | "Ideo" | "Image Transitions" | "NCIS" | "NOVA" | "SHIVA";
                    removeImage?: boolean;
                    title?: string;
                };
                "multipart/form-data": {
                    author?: string;
                    /** Format: date-time */
                    date?: string;
                    description?: string;
                    /** Format: binary */
                    image?: string;
                    paragraph1?: string;
                    paragraph2?: string;
                    paragraph3?: string;
                    paragraph4?: string;
                    project?: "Coding Team" | "Correlation" | "Ideo" | "Image Transitions" | "NCIS" | "NOVA" | "SHIVA";
                    removeImage?: boolean;
                    title?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            author: string;
                            date: string;
                            description: string;
                            highlights: {
                                paragraph1: string;
                                paragraph2: string;
                                paragraph3: string;
                                paragraph4: string;
                            };
                            image: string | null;
                            project: string;
                            title: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    getHighlightsByIdImage: {
        parameters: {
            query?: {
                v?: string;
                /** @description At most this many pixels wide: resized when the image is wider, else as stored */
                w?: 480 | 720 | 1080 | 1600;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                };
            };
            /** @description Not Modified: the copy named by If-None-Match is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    getHighlightsFeedXml: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description RSS 2.0 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/rss+xml": string;
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    getMembers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            blurb: string;
                            email?: string;
                            isAlumni: boolean;
                            name: {
                                firstname: string;
                                lastname: string;
                            };
                            positions: {
                                position: string;
                                project: string;
                            }[];
                            profilePic: string | null;
                            username: string;
                        }[];
                    };
                };
            };
            /** @description Not Modified: the copy named by If-None-Match is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    getRemotes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            activeVersion: number;
                            automaticRollbacks: {
                                /** Format: date-time */
                                at: string;
                                from: number | null;
                                to: number;
                            }[];
                            failures: {
                                count: number;
                                /** Format: date-time */
                                lastAt: string;
                                lastKind: "load" | "render";
                                lastMessage: string;
                                version: number;
                            }[];
                            federationName: string;
                            name: "mfe-public" | "mfe-projects" | "mfe-members" | "mfe-timeline" | "mfe-admin";
                            overridden: boolean;
                            refusals: {
                                /** Format: date-time */
                                at: string;
                                by: string;
                                problems: string[];
                            }[];
                            rollout: {
                                percent: number;
                                /** Format: date-time */
                                startedAt: string;
                                startedBy: string;
                                version: number;
                            } | null;
                            url: string;
                            versions: {
                                active: boolean;
                                by: string | null;
                                /** Format: date-time */
                                createdAt: string | null;
                                git: {
                                    author: string | null;
                                    branch: string | null;
                                    commit: string | null;
                                    dirty: boolean | null;
                                } | null;
                                health: {
                                    /** @description (loadFailures + renderErrors + serverFallbacks) / pageLoads; 0 with no page loads */
                                    failureRate: number;
                                    /** @description Visitors' browsers that could not load its files */
                                    loadFailures: number;
                                    /** @description Pages the site served with this version */
                                    pageLoads: number;
                                    /** @description Why the server could not draw its pages (at most 20, each cut to 200 characters), most frequent first; each count since the reason was first kept */
                                    reasons: {
                                        count: number;
                                        reason: string;
                                    }[];
                                    /** @description Visitors' browsers where it threw while drawing (the shell's error boundary) */
                                    renderErrors: number;
                                    /** @description Pages the server could not draw, which browsers drew instead */
                                    serverFallbacks: number;
                                };
                                manifestUrl: string | null;
                                size: number | null;
                                source: "build" | "bundle" | "url";
                                version: number;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    postRemotesByNameActivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            active: boolean;
                            version: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        problems?: string[];
                        statusCode: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    getRemotesByNameDeployTokens: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            createdBy: string | null;
                            id: string;
                            label: string;
                            /** Format: date-time */
                            lastUsedAt: string | null;
                            mayActivate: boolean;
                            /** Format: date-time */
                            revokedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    postRemotesByNameDeployTokens: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    label?: string;
                    mayActivate?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            id: string;
                            token: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    deleteRemotesByNameDeployTokensById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            createdBy: string | null;
                            id: string;
                            label: string;
                            /** Format: date-time */
                            lastUsedAt: string | null;
                            mayActivate: boolean;
                            /** Format: date-time */
                            revokedAt: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    postRemotesByNameLoadErrors: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    kind: "load" | "render";
                    message: string;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Recorded */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    postRemotesByNameRollback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        /** @description No fields: send no body, or {} */
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            active: boolean;
                            version: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    postRemotesByNameRollout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    percent: number;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            active: boolean;
                            percent: number;
                            version: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        problems?: string[];
                        statusCode: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    getRemotesByNameStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            activeVersion: number;
                            automaticRollbacks: {
                                /** Format: date-time */
                                at: string;
                                from: number | null;
                                to: number;
                            }[];
                            limits: {
                                bundleBytes: number;
                                files: number;
                                nameLength: number;
                                unpackedBytes: number;
                            };
                            name: "mfe-public" | "mfe-projects" | "mfe-members" | "mfe-timeline" | "mfe-admin";
                            refusals: {
                                /** Format: date-time */
                                at: string;
                                by: string;
                                problems: string[];
                            }[];
                            rollout: {
                                percent: number;
                                /** Format: date-time */
                                startedAt: string;
                                startedBy: string;
                                version: number;
                            } | null;
                            versions: {
                                by: string | null;
                                /** Format: date-time */
                                createdAt: string | null;
                                git: {
                                    author: string | null;
                                    branch: string | null;
                                    commit: string | null;
                                    dirty: boolean | null;
                                } | null;
                                sha256: string | null;
                                state: "active" | "rollout" | "uploaded";
                                version: number;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    postRemotesByNameVersions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    gitAuthor?: string;
                    gitBranch?: string;
                    gitCommit?: string;
                    gitDirty?: boolean;
                    manifestUrl?: string;
                };
                "multipart/form-data": {
                    /** Format: binary */
                    bundle?: string;
                    gitAuthor?: string;
                    gitBranch?: string;
                    gitCommit?: string;
                    gitDirty?: boolean;
                    manifestUrl?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            active: boolean;
                            version: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        problems?: string[];
                        statusCode: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    getRemotesByNameVersionsByVersionDiff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
                version: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            against: number;
                            files: {
                                after: number | null;
                                before: number | null;
                            };
                            firstLoadBytes: {
                                after: number | null;
                                before: number | null;
                            };
                            heads: {
                                changed: {
                                    after: {
                                        description?: string;
                                        image?: string;
                                        title: string;
                                    } | null;
                                    before: {
                                        description?: string;
                                        image?: string;
                                        title: string;
                                    } | null;
                                    path: string;
                                }[];
                            };
                            menus: {
                                added: {
                                    label: string;
                                    menu: string;
                                    to: string;
                                }[];
                                removed: {
                                    label: string;
                                    menu: string;
                                    to: string;
                                }[];
                            };
                            notes: string[];
                            routes: {
                                added: string[];
                                removed: string[];
                            };
                            shared: {
                                added: {
                                    name: string;
                                    version: string;
                                }[];
                                changed: {
                                    after: string;
                                    before: string;
                                    name: string;
                                }[];
                                removed: {
                                    name: string;
                                    version: string;
                                }[];
                            };
                            version: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    getRemotesByNameVersionsByVersionHealth: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
                version: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description (loadFailures + renderErrors + serverFallbacks) / pageLoads; 0 with no page loads */
                            failureRate: number;
                            /** @description Visitors' browsers that could not load its files */
                            loadFailures: number;
                            /** @description Pages the site served with this version */
                            pageLoads: number;
                            /** @description Why the server could not draw its pages (at most 20, each cut to 200 characters), most frequent first; each count since the reason was first kept */
                            reasons: {
                                count: number;
                                reason: string;
                            }[];
                            /** @description Visitors' browsers where it threw while drawing (the shell's error boundary) */
                            renderErrors: number;
                            /** @description Pages the server could not draw, which browsers drew instead */
                            serverFallbacks: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    postRemotesByNameVersionsByVersionPreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
                version: number;
            };
            cookie?: never;
        };
        /** @description No fields: send no body, or {} */
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: date-time */
                            expiresAt: string;
                            url: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        problems?: string[];
                        statusCode: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    getRemotesDeployTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            remote: string;
                            tokens: {
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: string | null;
                                id: string;
                                label: string;
                                /** Format: date-time */
                                lastUsedAt: string | null;
                                mayActivate: boolean;
                                /** Format: date-time */
                                revokedAt: string | null;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    getResources: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            author: string;
                            category: {
                                main: string;
                                sub: string;
                            };
                            createdAt: string;
                            description: string;
                            resource_link: string;
                            title: string;
                        }[];
                    };
                };
            };
            /** @description Not Modified: the copy named by If-None-Match is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    postResources: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    author: string;
                    category: {
                        /** @enum {string} */
                        main: "Skills Workshops";
                        sub: "" | ("Coding" | "Storytelling" | "Data Science" | "Presentation Skills" | "Diversity");
                    } | {
                        /** @enum {string} */
                        main: "Career Workshops";
                        sub: "" | ("Management Skills" | "Interview Skills" | "Resume Building" | "Networking" | "Grad School");
                    } | {
                        main: "COGS 402" | "Research Project";
                        sub: string;
                    };
                    description?: string;
                    /** Format: web-link */
                    resource_link: string;
                    title: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            author: string;
                            category: {
                                main: string;
                                sub: string;
                            };
                            createdAt: string;
                            description: string;
                            resource_link: string;
                            title: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    getResourcesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            author: string;
                            category: {
                                main: string;
                                sub: string;
                            };
                            createdAt: string;
                            description: string;
                            resource_link: string;
                            title: string;
                        };
                    };
                };
            };
            /** @description Not Modified: the copy named by If-None-Match is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    deleteResourcesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    patchResourcesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    author?: string;
                    category?: {
                        /** @enum {string} */
                        main: "Skills Workshops";
                        sub: "" | ("Coding" | "Storytelling" | "Data Science" | "Presentation Skills" | "Diversity");
                    } | {
                        /** @enum {string} */
                        main: "Career Workshops";
                        sub: "" | ("Management Skills" | "Interview Skills" | "Resume Building" | "Networking" | "Grad School");
                    } | {
                        main: "COGS 402" | "Research Project";
                        sub: string;
                    };
                    description?: string;
                    /** Format: web-link */
                    resource_link?: string;
                    title?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            author: string;
                            category: {
                                main: string;
                                sub: string;
                            };
                            createdAt: string;
                            description: string;
                            resource_link: string;
                            title: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    getResourcesByIdAttachments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            createdAt: string;
                            fileName: string;
                            mimeType: string;
                            resourceId: string;
                            size: number;
                            url: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    postResourcesByIdAttachments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description One part per file */
                    files: string | string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            createdAt: string;
                            fileName: string;
                            mimeType: string;
                            resourceId: string;
                            size: number;
                            url: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    getResourcesByIdAttachmentsByAttachmentId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                attachmentId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as it was uploaded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/vnd.openxmlformats-officedocument.presentationml.presentation": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                    "application/zip": string;
                    "image/gif": string;
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                    "text/csv": string;
                    "text/markdown": string;
                    "text/plain": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    deleteResourcesByIdAttachmentsByAttachmentId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                attachmentId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    getResourcesCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            category: string[];
                            date: string[];
                        };
                    };
                };
            };
            /** @description Not Modified: the copy named by If-None-Match is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    getSignupTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            createdAt: string;
                            lastUsedAt: string | null;
                            position: string;
                            tokenKey: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    postSignupTokensByTokenKeyRotate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tokenKey: "project-lead" | "project-secondary" | "research-assistant" | "co-pilot" | "volunteer";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            token: string;
                            tokenKey: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    getSnapshots: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            author: string;
                            categories: string[];
                            contributors: string[];
                            date: string;
                            descriptions: string[];
                            hyperlinks: string[];
                            project: string;
                            title: string;
                            updatedTime: string;
                        }[];
                    };
                };
            };
            /** @description Not Modified: the copy named by If-None-Match is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    postSnapshots: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    author?: string;
                    categories: ("Workshops" | "Conditions" | "Meetings" | "Guest Speaker" | "Hiring" | "Resources" | "Progress" | "Dev/Code" | "Analysis" | "Other")[];
                    /** @default [] */
                    contributors?: string[];
                    /** Format: date-time */
                    date: string;
                    descriptions: string[];
                    /** @default [] */
                    hyperlinks?: string[];
                    project: "Coding Team" | "Correlation" | "IDEO" | "Image Transitions" | "NCIS" | "SHIVA" | "NOVA";
                    title: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            author: string;
                            categories: string[];
                            contributors: string[];
                            date: string;
                            descriptions: string[];
                            hyperlinks: string[];
                            project: string;
                            title: string;
                            updatedTime: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    getSnapshotsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            author: string;
                            categories: string[];
                            contributors: string[];
                            date: string;
                            descriptions: string[];
                            hyperlinks: string[];
                            project: string;
                            title: string;
                            updatedTime: string;
                        };
                    };
                };
            };
            /** @description Not Modified: the copy named by If-None-Match is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    putSnapshotsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    author?: string;
                    categories: ("Workshops" | "Conditions" | "Meetings" | "Guest Speaker" | "Hiring" | "Resources" | "Progress" | "Dev/Code" | "Analysis" | "Other")[];
                    /** @default [] */
                    contributors?: string[];
                    /** Format: date-time */
                    date: string;
                    descriptions: string[];
                    /** @default [] */
                    hyperlinks?: string[];
                    project: "Coding Team" | "Correlation" | "IDEO" | "Image Transitions" | "NCIS" | "SHIVA" | "NOVA";
                    title: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            author: string;
                            categories: string[];
                            contributors: string[];
                            date: string;
                            descriptions: string[];
                            hyperlinks: string[];
                            project: string;
                            title: string;
                            updatedTime: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    deleteSnapshotsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    getSnapshotsFeedToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            createdAt: string;
                            url: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    postSnapshotsFeedToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            createdAt: string;
                            url: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    getSnapshotsFeedIcs: {
        parameters: {
            query?: {
                token?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The timeline (RFC 5545) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    getSnapshotsFilters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        filters: {
                            author: string[];
                            categories: string[];
                            project: string[];
                        };
                    };
                };
            };
            /** @description Not Modified: the copy named by If-None-Match is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    getTeams: {
        parameters: {
            query?: {
                isAlumni?: boolean;
                project?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            blurb: string;
                            email?: string;
                            isAlumni: boolean;
                            name: {
                                firstname: string;
                                lastname: string;
                            };
                            positions: {
                                position: string;
                                project: string;
                            }[];
                            profilePic: string | null;
                            username: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    putTeams: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    _id: string;
                    blurb?: string;
                    email?: string;
                    isAlumni: boolean;
                    name?: {
                        firstname: string;
                        lastname: string;
                    };
                    positions: {
                        position: "Principal Investigator" | "Lab Secondary" | "Project Lead" | "Coding Team Lead" | "Lab Manager" | "Assistant Lab Manager" | "Social Coordinator" | "Workshop Coordinator" | "Project Manager" | "Lead Developer" | "Project Secondary" | "Research Assistant (Co-Lead)" | "Research Assistant" | "Co-Pilot" | "Volunteer" | "402 Student";
                        project: "Coding Team" | "Correlation" | "Ideo" | "Image Transitions" | "NCIS" | "NOVA" | "SHIVA" | "Management";
                    }[];
                    profilePic?: string | null;
                    username?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            blurb: string;
                            email?: string;
                            isAlumni: boolean;
                            name: {
                                firstname: string;
                                lastname: string;
                            };
                            positions: {
                                position: string;
                                project: string;
                            }[];
                            profilePic: string | null;
                            username: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    getTeamsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            blurb: string;
                            email?: string;
                            isAlumni: boolean;
                            name: {
                                firstname: string;
                                lastname: string;
                            };
                            positions: {
                                position: string;
                                project: string;
                            }[];
                            profilePic: string | null;
                            username: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    getTokensAccessToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            permissions: string[];
                            username: string;
                        } | null;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    getUsersByUsernameAvatar: {
        parameters: {
            query?: {
                v?: string;
                /** @description At most this many pixels wide: resized when the image is wider, else as stored */
                w?: 480 | 720 | 1080 | 1600;
            };
            header?: never;
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The picture */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                };
            };
            /** @description Not Modified: the copy named by If-None-Match is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    patchUsersChangePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    postUsersCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    firstname: string;
                    lastname: string;
                    password: string;
                    position: string;
                    project: "Coding Team" | "Correlation" | "Ideo" | "Image Transitions" | "NCIS" | "NOVA" | "SHIVA";
                    token: string;
                    tokenKey: "project-lead" | "project-secondary" | "research-assistant" | "co-pilot" | "volunteer";
                    username: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            permissions: string[];
                            username: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    postUsersLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    username: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            permissions: string[];
                            username: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    postUsersLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    postUsersResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    newPassword: string;
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    patchUsersUpdateUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    blurb: string;
                    /** Format: email */
                    email: string;
                    isAlumni: boolean;
                    name: {
                        firstname: string;
                        lastname: string;
                    };
                    positions?: {
                        position: string;
                        project: string;
                    }[];
                    removeProfilePic?: boolean;
                    username: string;
                };
                "multipart/form-data": {
                    blurb: string;
                    /** Format: email */
                    email: string;
                    isAlumni: boolean;
                    name: {
                        firstname: string;
                        lastname: string;
                    } | string;
                    positions?: {
                        position: string;
                        project: string;
                    }[] | string;
                    /** Format: binary */
                    profilePic?: string;
                    removeProfilePic?: boolean;
                    username: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            blurb: string;
                            email: string;
                            isAlumni: boolean;
                            name: {
                                firstname: string;
                                lastname: string;
                            };
                            permissions: string[];
                            positions: {
                                position: string;
                                project: string;
                            }[];
                            profilePic: string | null;
                            username: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    getUsersUpdateUserByUsername: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            blurb: string;
                            email: string;
                            isAlumni: boolean;
                            name: {
                                firstname: string;
                                lastname: string;
                            };
                            permissions: string[];
                            positions: {
                                position: string;
                                project: string;
                            }[];
                            profilePic: string | null;
                            username: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    getRobotsTxt: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description robots.txt */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
    getSitemapXml: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sitemap */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errCode?: string;
                        error?: string;
                        message: string;
                        statusCode?: number;
                    };
                };
            };
        };
    };
}
