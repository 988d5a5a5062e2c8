// bluebell_gray: up/down Gray-code counter with binary shadow, e.g. for FIFO pointers
// or low-glitch position encoders. Only one output bit changes per step.
// Parameter WIDTH (default 6). Ports: clk, rst_n (async, active low), en, up,
// gray[WIDTH-1:0], bin[WIDTH-1:0], wrap (pulses when the count rolls over either way).
module bluebell_gray #(
    parameter WIDTH = 6
) (
    input                  clk,
    input                  rst_n,
    input                  en,
    input                  up,
    output reg [WIDTH-1:0] gray,
    output reg [WIDTH-1:0] bin,
    output reg             wrap
);
    wire [WIDTH-1:0] bin_next = up ? bin + 1'b1 : bin - 1'b1;
    wire             at_end   = up ? (&bin) : (bin == {WIDTH{1'b0}});

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            bin  <= {WIDTH{1'b0}};
            gray <= {WIDTH{1'b0}};
            wrap <= 1'b0;
        end else if (en) begin
            bin  <= bin_next;
            gray <= bin_next ^ (bin_next >> 1);
            wrap <= at_end;
        end else begin
            wrap <= 1'b0;
        end
    end
endmodule
