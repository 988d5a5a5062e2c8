rtl/bobcat_regfile.v
