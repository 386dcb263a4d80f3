/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { NearbyLandmarks_LandmarkFragment } from '../graphql';

export const NearbyLandmarks_LandmarkFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NearbyLandmarks_landmark"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NearbyLandmark"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}},{"kind":"Field","name":{"kind":"Name","value":"travelMinutes"}}]}}]} as unknown as DocumentNode<NearbyLandmarks_LandmarkFragment, unknown>;
