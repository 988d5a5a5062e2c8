// techmap rule: yosys positive-enable D latch -> OSU035 LATCH cell (CLK is the active-high enable)
module \$_DLATCH_P_ (input E, input D, output Q);
    LATCH _TECHMAP_REPLACE_ (.CLK(E), .D(D), .Q(Q));
endmodule
module \$_DLATCH_N_ (input E, input D, output Q);
    wire en_n = ~E;
    LATCH _TECHMAP_REPLACE_ (.CLK(en_n), .D(D), .Q(Q));
endmodule
