rtl/xenon_top.v
