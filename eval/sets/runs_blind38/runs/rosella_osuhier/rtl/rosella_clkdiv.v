// rosella_clkdiv: generates one-clock strobes for the SCLK rising and falling edges while run is high.
module rosella_clkdiv #(
    parameter HALF_DIV = 4
) (
    input  wire clk,
    input  wire rst,
    input  wire run,
    input  wire sclk,
    output wire rise_stb,
    output wire fall_stb
);
    localparam CW = (HALF_DIV > 1) ? $clog2(HALF_DIV) : 1;
    reg [CW-1:0] cnt;
    wire tick = (cnt == HALF_DIV - 1);

    always @(posedge clk) begin
        if (rst || !run)
            cnt <= {CW{1'b0}};
        else
            cnt <= tick ? {CW{1'b0}} : cnt + 1'b1;
    end

    assign rise_stb = run & tick & ~sclk;
    assign fall_stb = run & tick &  sclk;
endmodule
