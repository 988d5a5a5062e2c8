// vellum_bus: shared 8-bit status bus written by two always blocks (multiple drivers on the same reg)
module vellum_bus (
    input  wire       clk,
    input  wire       rst,
    input  wire       wr_a,
    input  wire       wr_b,
    input  wire [7:0] din_a,
    input  wire [7:0] din_b,
    output reg  [7:0] bus_q,
    output reg        owner
);
    always @(posedge clk) begin
        if (rst)
            bus_q <= 8'h00;
        else if (wr_a)
            bus_q <= din_a;
    end

    // second writer added later, should have been merged into the block above
    always @(posedge clk) begin
        if (wr_b)
            bus_q <= din_b;
    end

    always @(posedge clk)
        owner <= wr_b;
endmodule
