// yosys techmap: generic latches -> OSU035 LATCH (transparent while CLK is high)
module \$_DLATCH_P_ (input E, input D, output Q);
    LATCH _TECHMAP_REPLACE_ (.CLK(E), .D(D), .Q(Q));
endmodule

module \$_DLATCH_N_ (input E, input D, output Q);
    wire en_p;
    INVX1 u_en_inv (.A(E), .Y(en_p));
    LATCH _TECHMAP_REPLACE_ (.CLK(en_p), .D(D), .Q(Q));
endmodule
