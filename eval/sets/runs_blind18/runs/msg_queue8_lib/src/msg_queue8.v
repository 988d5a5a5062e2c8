// msg_queue8: synchronous message queue, 8 entries x 8 bits.
// Single clock, registered read data, full/empty/almost-full flags,
// and an occupancy count for the host status register.
module msg_queue8 #(
    parameter DW    = 8,
    parameter DEPTH = 8,
    parameter AW    = 3,
    parameter AF_LVL = 6
) (
    input  wire          clk,
    input  wire          rst_n,
    input  wire          push,
    input  wire [DW-1:0] push_data,
    input  wire          pop,
    output reg  [DW-1:0] pop_data,
    output reg           pop_valid,
    output wire          full,
    output wire          empty,
    output wire          almost_full,
    output reg  [AW:0]   level,
    output reg           overflow,
    output reg           underflow
);

    reg [DW-1:0] store [0:DEPTH-1];
    reg [AW-1:0] wr_ptr;
    reg [AW-1:0] rd_ptr;

    wire do_push = push & ~full;
    wire do_pop  = pop  & ~empty;

    assign full        = (level == DEPTH);
    assign empty       = (level == 0);
    assign almost_full = (level >= AF_LVL);

    // storage write port
    always @(posedge clk) begin
        if (do_push)
            store[wr_ptr] <= push_data;
    end

    // pointers, level and sticky error flags
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            wr_ptr    <= {AW{1'b0}};
            rd_ptr    <= {AW{1'b0}};
            level     <= {(AW+1){1'b0}};
            overflow  <= 1'b0;
            underflow <= 1'b0;
        end else begin
            if (do_push)
                wr_ptr <= wr_ptr + 1'b1;
            if (do_pop)
                rd_ptr <= rd_ptr + 1'b1;
            case ({do_push, do_pop})
                2'b10:   level <= level + 1'b1;
                2'b01:   level <= level - 1'b1;
                default: level <= level;
            endcase
            if (push & full)
                overflow <= 1'b1;
            if (pop & empty)
                underflow <= 1'b1;
        end
    end

    // registered read data
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            pop_data  <= {DW{1'b0}};
            pop_valid <= 1'b0;
        end else begin
            pop_valid <= do_pop;
            if (do_pop)
                pop_data <= store[rd_ptr];
        end
    end

endmodule
