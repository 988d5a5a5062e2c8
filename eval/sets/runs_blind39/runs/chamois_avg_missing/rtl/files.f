rtl/chamois_avg.v
