// moss_graycnt: WIDTH-bit Gray-code counter with enable and synchronous load
// Ports: clk, rst_n, en, load, load_bin[WIDTH-1:0] (binary value to load),
//        gray[WIDTH-1:0] (registered Gray output), bin[WIDTH-1:0] (binary count)
// Parameter WIDTH (default 8). The Gray output is registered so it changes one bit per step.
module moss_graycnt #(
    parameter WIDTH = 8
) (
    input  wire             clk,
    input  wire             rst_n,
    input  wire             en,
    input  wire             load,
    input  wire [WIDTH-1:0] load_bin,
    output reg  [WIDTH-1:0] gray,
    output reg  [WIDTH-1:0] bin
);
    wire [WIDTH-1:0] bin_next = load ? load_bin : (en ? bin + 1'b1 : bin);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            bin  <= {WIDTH{1'b0}};
            gray <= {WIDTH{1'b0}};
        end else begin
            bin  <= bin_next;
            gray <= bin_next ^ (bin_next >> 1);
        end
    end
endmodule
