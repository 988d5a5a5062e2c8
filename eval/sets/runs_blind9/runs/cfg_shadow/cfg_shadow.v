// cfg_shadow: configuration register bank with shadow copies. Software writes
// the working registers at any time; the shadow registers (what the datapath
// uses) are updated only on the frame boundary 'commit'.
module cfg_shadow (
    input         clk,
    input         rst,
    input         wr_en,
    input  [1:0]  wr_addr,
    input  [7:0]  wr_data,
    input         commit,
    output [31:0] active_cfg
);
    reg [7:0] work [0:3];
    integer i;
    always @(posedge clk)
        if (rst)
            for (i = 0; i < 4; i = i + 1) work[i] <= 8'd0;
        else if (wr_en)
            work[wr_addr] <= wr_data;

    wire [31:0] work_flat = {work[3], work[2], work[1], work[0]};

    shadow_bank #(.W(32)) u_shadow (
        .clk(clk), .rst(rst), .load(commit),
        .d(work_flat), .q(active_cfg)
    );
endmodule

// the shadow holding register
module shadow_reg #(parameter W = 8) (
    input              clk,
    input              rst,
    input              load,
    input      [W-1:0] d,
    output reg [W-1:0] q
);
    always @(posedge clk)
        if (rst)       q <= {W{1'b0}};
        else if (load) q <= d;
endmodule
