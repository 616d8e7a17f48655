// React's development build records, for each element it creates (up to 10,000 between two renders), where in the
// code it was created: an Error for its stack and a console task, so that a warning can point at the owner's line.
// A component test creates hundreds of thousands of elements and reads none of those stacks; this turns the record
// off for the component tests (React then treats every element as past its limit, a path of its own). A warning
// still names the component; REACT_OWNER_STACKS=1 keeps the record when a warning's source lines are wanted.
import * as React from 'react';

const internals = (React as unknown as Record<string, { recentlyCreatedOwnerStacks?: number } | undefined>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;

if (internals && 'recentlyCreatedOwnerStacks' in internals && !process.env.REACT_OWNER_STACKS)
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => Number.POSITIVE_INFINITY,
    set: () => undefined,
  });
