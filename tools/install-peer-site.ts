// `npm run bench:tools`: installs Starlight for the bench's peer site (tools/bench/peer-site.ts).
import { installPeer } from './bench/peer-site.ts';

installPeer();
