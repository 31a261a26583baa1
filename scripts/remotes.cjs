// The remotes of the portal: folder name, federation name and dev-server port. The shell does not
// import this list: at run time it reads /registry/remotes.json. Scripts (build, deploy, dev) use it.
module.exports = [
  { dir: 'mfe-identity', name: 'mfe_identity', port: 3001 },
  { dir: 'mfe-appointments', name: 'mfe_appointments', port: 3002 },
  { dir: 'mfe-telecare', name: 'mfe_telecare', port: 3003 },
  { dir: 'mfe-records', name: 'mfe_records', port: 3004 },
  { dir: 'mfe-content', name: 'mfe_content', port: 3005 },
  { dir: 'mfe-admin', name: 'mfe_admin', port: 3006, roles: [2, 3] },
];
