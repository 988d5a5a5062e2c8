rtl/elder_bridge.v
rtl/elder_regs.v
