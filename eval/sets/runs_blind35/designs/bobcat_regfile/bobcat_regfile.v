// bobcat_regfile: 4 x 8-bit register file, one write port and two asynchronous read ports.
// Ports: clk, rst, we, waddr[1:0], wdata[7:0], ra[1:0], rb[1:0] -> qa[7:0], qb[7:0]
// Each row is an instance of bobcat_row (kept in bobcat_row.v); register 0 is writable.
module bobcat_regfile (
    input  wire       clk,
    input  wire       rst,
    input  wire       we,
    input  wire [1:0] waddr,
    input  wire [7:0] wdata,
    input  wire [1:0] ra,
    input  wire [1:0] rb,
    output wire [7:0] qa,
    output wire [7:0] qb
);
    wire [7:0] q0, q1, q2, q3;

    bobcat_row r0 (.clk(clk), .rst(rst), .we(we && waddr == 2'd0), .d(wdata), .q(q0));
    bobcat_row r1 (.clk(clk), .rst(rst), .we(we && waddr == 2'd1), .d(wdata), .q(q1));
    bobcat_row r2 (.clk(clk), .rst(rst), .we(we && waddr == 2'd2), .d(wdata), .q(q2));
    bobcat_row r3 (.clk(clk), .rst(rst), .we(we && waddr == 2'd3), .d(wdata), .q(q3));

    assign qa = (ra == 2'd0) ? q0 : (ra == 2'd1) ? q1 : (ra == 2'd2) ? q2 : q3;
    assign qb = (rb == 2'd0) ? q0 : (rb == 2'd1) ? q1 : (rb == 2'd2) ? q2 : q3;
endmodule
