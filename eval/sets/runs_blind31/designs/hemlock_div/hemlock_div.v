// hemlock_div: 8-bit unsigned restoring divider, one quotient bit per clock
module hemlock_div (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire [7:0] dividend,
    input  wire [7:0] divisor,
    output reg  [7:0] quotient,
    output reg  [7:0] remainder,
    output reg        busy,
    output reg        done
);
    reg [3:0] step;
    reg [8:0] part;
    reg [7:0] dvd, dvs;
    wire [8:0] trial = {part[7:0], dvd[7]} - {1'b0, dvs};

    always @(posedge clk) begin
        if (rst) begin
            busy <= 1'b0; done <= 1'b0; step <= 4'd0;
            part <= 9'd0; quotient <= 8'd0; remainder <= 8'd0;
        end else begin
            done <= 1'b0;
            if (start && !busy) begin
                busy <= 1'b1; step <= 4'd0;
                part <= 9'd0; dvd <= dividend; dvs <= divisor;
            end else if (busy) begin
                if (trial[8]) begin
                    part <= {part[7:0], dvd[7]};
                    quotient <= {quotient[6:0], 1'b0};
                end else begin
                    part <= trial;
                    quotient <= {quotient[6:0], 1'b1};
                end
                dvd  <= {dvd[6:0], 1'b0};
                step <= step + 4'd1;
                if (step == 4'd6) begin          // BUG: stops one step early (should be 7)
                    busy <= 1'b0;
                    done <= 1'b1;
                end
            end
            if (done) remainder <= part[7:0];
        end
    end
endmodule
