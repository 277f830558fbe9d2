/**
 * The whole Worker's HTTP path inside the Workers runtime: the hono layer of workers/http.ts
 * (security headers, same-origin check, body limits, public-form ceiling) in front of React Router's
 * real request handler, with a server build assembled from app/routes.ts and the route modules
 * themselves (the one `npm run build` produces, minus the client assets). Documents, `.data`
 * requests, resource routes, middleware and error boundaries behave as in production.
 */
import {
  createRequestHandler,
  UNSAFE_withComponentProps,
  UNSAFE_withErrorBoundaryProps,
  UNSAFE_withHydrateFallbackProps,
  type ServerBuild,
} from "react-router";
import routeConfig from "../../app/routes";
import * as entryServer from "../../app/entry.server";
import * as rootModule from "../../app/root";
import { requestContext } from "../../app/lib/context";
import { createHttpApp } from "../../workers/http";

type RouteModule = Record<string, unknown>;
interface ConfigEntry {
  id?: string;
  file: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: ConfigEntry[];
}

const modules = import.meta.glob<RouteModule>("../../app/routes/**/*.{ts,tsx}", { eager: true });

/** What the React Router Vite plugin does to a route module: components get their route props. */
function asBuilt(module: RouteModule): RouteModule {
  const built = { ...module };
  type Component = Parameters<typeof UNSAFE_withComponentProps>[0];
  if (built.default) built.default = UNSAFE_withComponentProps(built.default as Component);
  if (built.ErrorBoundary) {
    built.ErrorBoundary = UNSAFE_withErrorBoundaryProps(
      built.ErrorBoundary as Parameters<typeof UNSAFE_withErrorBoundaryProps>[0],
    );
  }
  if (built.HydrateFallback) {
    built.HydrateFallback = UNSAFE_withHydrateFallbackProps(
      built.HydrateFallback as Parameters<typeof UNSAFE_withHydrateFallbackProps>[0],
    );
  }
  return built;
}

function moduleOf(file: string): RouteModule {
  const found = modules[`../../app/${file}`];
  if (!found) throw new Error(`route module ${file} not found`);
  return asBuilt(found);
}

const manifestEntry = (id: string, parentId: string | undefined, entry: Partial<ConfigEntry>, module: RouteModule) => ({
  id,
  parentId,
  path: entry.path,
  index: entry.index,
  caseSensitive: entry.caseSensitive,
  hasAction: "action" in module,
  hasLoader: "loader" in module,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasDefaultExport: "default" in module,
  hasErrorBoundary: "ErrorBoundary" in module,
  module: `/assets/${id.replace(/[^\w-]/g, "_")}.js`,
  imports: [] as string[],
  css: [] as string[],
});

function assembleBuild(): ServerBuild {
  const routes: Record<string, unknown> = {
    root: {
      id: "root",
      parentId: undefined,
      path: "",
      index: undefined,
      caseSensitive: undefined,
      module: asBuilt(rootModule as unknown as RouteModule),
    },
  };
  const manifest: Record<string, unknown> = { root: manifestEntry("root", undefined, { path: "" }, rootModule) };
  const visit = (entries: ConfigEntry[], parentId: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.tsx?$/, "");
      const module = moduleOf(entry.file);
      routes[id] = {
        id,
        parentId,
        path: entry.path,
        index: entry.index,
        caseSensitive: entry.caseSensitive,
        module,
      };
      manifest[id] = manifestEntry(id, parentId, entry, module);
      if (entry.children) visit(entry.children, id);
    }
  };
  visit(routeConfig as unknown as ConfigEntry[], "root");
  return {
    entry: { module: entryServer },
    routes,
    assets: {
      entry: { module: "/assets/entry.client.js", imports: [], css: [] },
      routes: manifest,
      url: "/assets/manifest-test.js",
      version: "test",
    },
    basename: "/",
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: { unstable_enableNodeReadableStream: false, unstable_optimizeDeps: false },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
    allowedActionOrigins: false,
  } as unknown as ServerBuild;
}

export const serverBuild = assembleBuild();

/** Files of every route with an action, and of every route whose path has a parameter (for completeness checks). */
export const routeFiles = Object.values(serverBuild.routes).flatMap((route) => {
  if (!route) return [];
  const module = route.module as unknown as RouteModule;
  return [{ id: route.id, path: route.path, hasAction: "action" in module, hasLoader: "loader" in module }];
});

/** The Worker's fetch as workers/app.ts wires it, over the assembled build. */
export function createTestWorker() {
  const handleRequest = createRequestHandler(serverBuild, "production");
  return createHttpApp((request, env, ctx, fresh) =>
    handleRequest(request, requestContext({ env, ctx, ...fresh }, handleRequest)),
  );
}
