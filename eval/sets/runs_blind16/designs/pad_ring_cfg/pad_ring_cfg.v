// Pad-ring configuration block: four pads, each with a drive-control
// instance, a shared test bus that can be tri-stated, and a lock register.
// This version was written quickly and carries several lint problems
// (a too-wide setting bus, an undeclared net, a latch, a tri-state driver).
module pad_ring_cfg (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       wr,
    input  wire [1:0] sel,
    input  wire [7:0] wdata,
    input  wire       lock_req,
    input  wire       tst_oe,
    output wire [3:0] weak_pads,
    output wire [5:0] cur0,
    output reg  [5:0] view,
    output wire [7:0] tst_bus
);
    wire [3:0] we_dec = wr ? (4'b0001 << sel) : 4'b0000;
    wire [5:0] cur1, cur2, cur3;
    reg        locked;

    always @(posedge clk or negedge rst_n)
        if (!rst_n)
            locked <= 1'b0;
        else if (lock_req)
            locked <= 1'b1;

    // wdata is 8 bits but the setting port is only 6 bits wide
    pad_drv_ctl u_p0 (.clk(clk), .we(we_dec[0] & ~locked), .setting(wdata), .cur(cur0), .weak(weak_pads[0]));
    pad_drv_ctl u_p1 (.clk(clk), .we(we_dec[1] & ~locked), .setting(wdata), .cur(cur1), .weak(weak_pads[1]));
    pad_drv_ctl u_p2 (.clk(clk), .we(we_dec[2] & ~locked), .setting(wdata[5:0]), .cur(cur2), .weak(weak_pads[2]));
    pad_drv_ctl u_p3 (.clk(clk), .we(we_dec[3] & ~locked), .setting(wdata[5:0]), .cur(cur3), .weak(wk3));

    // readback mux: no default and sel==3 forgotten -> latch on 'view'
    always @* begin
        case (sel)
            2'd0: view = cur0;
            2'd1: view = cur1;
            2'd2: view = cur2;
        endcase
    end

    assign tst_bus = tst_oe ? {locked, wk3, cur3} : 8'bzzzzzzzz;
endmodule
