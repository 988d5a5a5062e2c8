// credit_ctrl: credit-based flow-control sender. A credit_pool tracks how many
// receive buffers are free on the far side; stall_gen compares the pool with a
// programmable low-water mark and throttles the sender. The low-water mark
// is a quasi-static configuration register (changed only when idle).
module credit_ctrl (
    input        clk,
    input        rst,
    input  [4:0] cfg_max,
    input  [4:0] cfg_lowmark,
    input        cfg_we,
    input        tx_req,
    input        rx_credit,
    output       tx_go,
    output       throttle,
    output [4:0] credits_o
);
    reg [4:0] lowmark_q;
    always @(posedge clk)
        if (rst)         lowmark_q <= 5'd2;
        else if (cfg_we) lowmark_q <= cfg_lowmark;

    wire [4:0] credits;
    wire       empty = (credits == 5'd0);

    assign tx_go     = tx_req & ~empty;
    assign credits_o = credits;

    credit_pool u_pool (
        .clk(clk), .rst(rst), .max_credits(cfg_max),
        .consume(tx_go), .give_back(rx_credit), .credits(credits)
    );

    stall_gen u_stall (
        .clk(clk), .rst(rst), .level(credits), .lowmark(lowmark_q),
        .throttle(throttle)
    );
endmodule

// stall_gen: registered comparison of the credit level with the low-water mark
module stall_gen (
    input        clk,
    input        rst,
    input  [4:0] level,
    input  [4:0] lowmark,
    output reg   throttle
);
    always @(posedge clk)
        if (rst) throttle <= 1'b0;
        else     throttle <= (level <= lowmark);
endmodule
