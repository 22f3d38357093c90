// The modules every federated bundle shares as singletons (DESIGN §3), so the whole page runs one
// React, one router, one query client, one toast store and one API client (whose query keys the
// remotes invalidate in each other's screens). Versions come from the caller's package.json.
const SINGLETONS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-router': 'react-router-dom',
  'react-router-dom': 'react-router-dom',
  '@tanstack/react-query': '@tanstack/react-query',
  '@ministry/frontend-kit': '@ministry/frontend-kit',
  '@ministry/api-client': '@ministry/api-client',
};

/**
 * A shared module cannot be tree-shaken by usage, and all of react-router weighs ~60 KB gzip: too much
 * for the home page budget (DESIGN §6). So every bundle shares the same tree-shaken router holding
 * these exports. A router export used anywhere in the frontends must be listed here.
 */
export const ROUTER_EXPORTS = [
  'BrowserRouter',
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'Route',
  'Routes',
  'useLocation',
  'useNavigate',
  'useParams',
  'useSearchParams',
];

const TREE_SHAKEN = {
  'react-router': ROUTER_EXPORTS,
  'react-router-dom': ROUTER_EXPORTS,
};

/**
 * @param {{ dependencies?: Record<string, string> }} pkg the consuming package's package.json
 */
export function sharedSingletons(pkg) {
  const deps = pkg.dependencies ?? {};
  return Object.fromEntries(
    Object.entries(SINGLETONS).map(([request, dependency]) => {
      if (!deps[dependency]) {
        throw new Error(`${dependency} must be a dependency to share ${request}`);
      }
      const usedExports = TREE_SHAKEN[request];
      return [
        request,
        {
          singleton: true,
          // No version check at run time: the shell and the remotes are built from one lockfile and
          // deployed together (remotes.json names this build's remotes), so the check could never
          // fail, and the federation runtime's semver parsing of every range cost the home page
          // about 60 ms of main thread at 4x CPU (docs/testing.md). The dependency is still required
          // above, so a bundle cannot share what it does not depend on.
          requiredVersion: false,
          strictVersion: false,
          ...(usedExports && { treeShaking: { mode: 'runtime-infer', usedExports } }),
        },
      ];
    }),
  );
}
