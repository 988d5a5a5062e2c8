// PRBS-15 (x^15 + x^14 + 1) generator with a 4-bit parallel output tap.
module prbs15_gen (
    input            tx_clk,
    input            rst_n,
    input            enable,
    input            inject_err,
    output           prbs_bit,
    output reg [3:0] prbs_nib
);
    reg [14:0] lfsr;
    wire       fb = lfsr[14] ^ lfsr[13];

    always @(posedge tx_clk or negedge rst_n)
        if (!rst_n)      lfsr <= 15'h7FFF;
        else if (enable) lfsr <= {lfsr[13:0], fb};

    always @(posedge tx_clk or negedge rst_n)
        if (!rst_n) prbs_nib <= 4'h0;
        else        prbs_nib <= lfsr[14:11] ^ {3'b000, inject_err};

    assign prbs_bit = lfsr[14];
endmodule
