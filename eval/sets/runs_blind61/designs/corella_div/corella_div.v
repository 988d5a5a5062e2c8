// corella_div: sequential restoring divider, unsigned, one quotient bit per clock
// Parameter WIDTH (default 8): operand width. Ports: clk, rst, start, dividend, divisor
// -> quotient, remainder, ready. Takes WIDTH cycles after start.
module corella_div #(parameter WIDTH = 8) (
    input  wire             clk,
    input  wire             rst,
    input  wire             start,
    input  wire [WIDTH-1:0] dividend,
    input  wire [WIDTH-1:0] divisor,
    output reg  [WIDTH-1:0] quotient,
    output reg  [WIDTH-1:0] remainder,
    output reg              ready
);
    reg [WIDTH-1:0] dvd, dvs;
    reg [WIDTH:0]   acc;
    reg [7:0]       step;
    reg             run;
    wire [WIDTH:0]  trial = {acc[WIDTH-1:0], dvd[WIDTH-1]} - {1'b0, dvs};
    always @(posedge clk) begin
        if (rst) begin
            run <= 0; ready <= 0; step <= 0; acc <= 0; dvd <= 0; dvs <= 0;
            quotient <= 0; remainder <= 0;
        end else if (start && !run) begin
            run <= 1; ready <= 0; step <= 0; acc <= 0; dvd <= dividend; dvs <= divisor;
        end else if (run) begin
            if (trial[WIDTH]) begin
                acc <= {acc[WIDTH-1:0], dvd[WIDTH-1]};
                dvd <= {dvd[WIDTH-2:0], 1'b0};
            end else begin
                acc <= trial;
                dvd <= {dvd[WIDTH-2:0], 1'b1};
            end
            step <= step + 1;
            if (step == WIDTH - 1) begin
                run <= 0; ready <= 1;
            end
        end else if (ready) begin
            quotient  <= dvd;
            remainder <= acc[WIDTH-1:0];
        end
    end
endmodule
