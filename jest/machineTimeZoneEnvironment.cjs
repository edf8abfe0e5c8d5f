// A Node test environment whose tests can change the machine's time zone. A test's own process.env is a copy,
// so setting TZ there changes nothing; setMachineTimeZone sets it on the worker's process, which Node applies
// to every Date at once. The zone the worker had comes back after the file.
const { TestEnvironment } = require('jest-environment-node');

class MachineTimeZoneEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.savedZone = process.env.TZ;
    this.global.setMachineTimeZone = (zone) => {
      process.env.TZ = zone;
    };
  }

  async teardown() {
    if (this.savedZone === undefined) delete process.env.TZ;
    else process.env.TZ = this.savedZone;
    await super.teardown();
  }
}

module.exports = MachineTimeZoneEnvironment;
