rtl/nilgai_addsub.v
rtl/nilgai_logic.v
rtl/nilgai_alu.v
