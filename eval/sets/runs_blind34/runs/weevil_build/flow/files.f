rtl/weevil_top.v
